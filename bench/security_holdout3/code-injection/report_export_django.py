from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404
from django.utils.module_loading import import_string
from django.views import View

from .models import Report

EXPORTERS = {
    "csv": "reports.exporters.CsvExporter",
    "xlsx": "reports.exporters.XlsxExporter",
    "json": "reports.exporters.JsonExporter",
}


class ReportExportView(LoginRequiredMixin, View):
    def get(self, request, pk, fmt):
        dotted = EXPORTERS.get(fmt)
        if dotted is None:
            raise Http404("Unsupported format")
        report = get_object_or_404(Report, pk=pk, owner=request.user)
        exporter_cls = import_string(dotted)
        exporter = exporter_cls(report)
        response = HttpResponse(exporter.render(), content_type=exporter.content_type)
        response["Content-Disposition"] = f'attachment; filename="report-{report.pk}.{fmt}"'
        return response
