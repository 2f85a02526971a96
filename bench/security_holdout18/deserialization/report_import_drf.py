import jsonpickle
from rest_framework import serializers, status
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from .models import SavedReport
from .reporting import ReportDefinition, run_report

SUPPORTED_VERSIONS = {"2", "3"}


class SavedReportSerializer(serializers.ModelSerializer):
    class Meta:
        model = SavedReport
        fields = ["id", "title", "created_at", "schema_version", "definition"]


class ImportReportView(APIView):
    """Restores a report-builder session exported from the browser."""

    permission_classes = [IsAuthenticated]

    def post(self, request):
        version = str(request.data.get("schema_version", ""))
        if version not in SUPPORTED_VERSIONS:
            return Response({"detail": "unsupported export version"}, status=status.HTTP_400_BAD_REQUEST)
        exported = request.data.get("state", "")
        definition = jsonpickle.decode(exported)
        if not isinstance(definition, ReportDefinition):
            return Response({"detail": "not a report definition"}, status=status.HTTP_400_BAD_REQUEST)
        report = SavedReport.objects.create(
            owner=request.user,
            title=definition.title[:120],
            schema_version=version,
            definition=definition.to_dict(),
        )
        return Response(SavedReportSerializer(report).data, status=status.HTTP_201_CREATED)


class ReportDetailView(APIView):
    permission_classes = [IsAuthenticated]

    def get(self, request, pk):
        report = SavedReport.objects.get(pk=pk, owner=request.user)
        return Response(SavedReportSerializer(report).data)


class ReportPreviewView(APIView):
    permission_classes = [IsAuthenticated]

    def post(self, request, pk):
        report = SavedReport.objects.get(pk=pk, owner=request.user)
        definition = ReportDefinition.from_dict(report.definition)
        limit = min(int(request.data.get("limit", 100)), 500)
        return Response({"title": report.title, "rows": run_report(definition, limit=limit)})
