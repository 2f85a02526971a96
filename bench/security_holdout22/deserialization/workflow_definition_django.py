import yaml
from django.db import transaction
from rest_framework import serializers, status
from rest_framework.parsers import MultiPartParser
from rest_framework.permissions import IsAdminUser
from rest_framework.response import Response
from rest_framework.views import APIView

from workflows.models import Workflow, WorkflowStep


class StepSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=80)
    action = serializers.ChoiceField(choices=["email", "webhook", "approve", "wait"])
    params = serializers.DictField(child=serializers.CharField(), required=False, default=dict)


class WorkflowSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=120)
    steps = StepSerializer(many=True)


class WorkflowUploadView(APIView):
    permission_classes = [IsAdminUser]
    parser_classes = [MultiPartParser]

    def post(self, request):
        upload = request.FILES.get("file")
        if upload is None:
            return Response({"detail": "file is required"}, status=400)
        if upload.size > 128 * 1024:
            return Response({"detail": "file is too large"}, status=413)

        try:
            document = yaml.safe_load(upload.read())
        except yaml.YAMLError as exc:
            return Response({"detail": f"could not read YAML: {exc}"}, status=400)

        serializer = WorkflowSerializer(data=document)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data

        with transaction.atomic():
            workflow = Workflow.objects.create(name=data["name"], created_by=request.user)
            WorkflowStep.objects.bulk_create(
                WorkflowStep(workflow=workflow, position=i, **step)
                for i, step in enumerate(data["steps"])
            )
        return Response({"id": workflow.pk, "steps": len(data["steps"])}, status=status.HTTP_201_CREATED)
