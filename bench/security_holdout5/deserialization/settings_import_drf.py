import yaml
from rest_framework import serializers, status
from rest_framework.parsers import MultiPartParser
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from projects.models import Project


class ProjectSettingsSerializer(serializers.Serializer):
    default_branch = serializers.CharField(max_length=100)
    auto_merge = serializers.BooleanField(default=False)
    reviewers = serializers.ListField(child=serializers.CharField(max_length=150), max_length=20)


class SettingsImportView(APIView):
    permission_classes = [IsAuthenticated]
    parser_classes = [MultiPartParser]

    def post(self, request, project_id):
        project = Project.objects.get(pk=project_id, owner=request.user)
        try:
            data = yaml.safe_load(request.FILES["settings"].read())
        except yaml.YAMLError:
            return Response({"detail": "invalid YAML"}, status=status.HTTP_400_BAD_REQUEST)
        ser = ProjectSettingsSerializer(data=data or {})
        ser.is_valid(raise_exception=True)
        project.settings = ser.validated_data
        project.save(update_fields=["settings"])
        return Response(ser.validated_data)
