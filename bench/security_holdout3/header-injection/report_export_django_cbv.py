import csv

from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import HttpResponse
from django.views import View

from analytics.queries import report_rows


class ReportExportView(LoginRequiredMixin, View):
    columns = ["date", "channel", "sessions", "conversions", "revenue"]

    def get(self, request, *args, **kwargs):
        title = request.GET.get("title", "report")
        start, end = request.GET.get("from"), request.GET.get("to")
        response = HttpResponse(content_type="text/csv")
        response["Content-Disposition"] = "attachment; filename=%s.csv" % title
        writer = csv.writer(response)
        writer.writerow(self.columns)
        for row in report_rows(request.user.organization_id, start, end):
            writer.writerow([row[c] for c in self.columns])
        return response
