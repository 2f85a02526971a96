import yaml
from rest_framework import status
from rest_framework.parsers import FileUploadParser
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from .models import Workflow


class WorkflowImportView(APIView):
    parser_classes = [FileUploadParser]
    permission_classes = [IsAuthenticated]

    def put(self, request, filename):
        upload = request.data["file"]
        definition = yaml.unsafe_load(
            upload.read().decode("utf-8")
        )
        if not isinstance(definition, dict) or "steps" not in definition:
            return Response({"detail": "missing steps"}, status=status.HTTP_400_BAD_REQUEST)
        workflow = Workflow.objects.create(
            owner=request.user,
            name=definition.get("name", filename),
            steps=definition["steps"],
        )
        return Response({"id": workflow.pk, "steps": len(definition["steps"])}, status=201)
