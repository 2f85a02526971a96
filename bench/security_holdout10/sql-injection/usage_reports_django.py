import csv
import logging
from datetime import date, timedelta

from django.conf import settings
from django.db import connection
from django.http import HttpResponse, JsonResponse
from django.views.decorators.http import require_GET

logger = logging.getLogger(__name__)

DEFAULT_WINDOW_DAYS = getattr(settings, "REPORT_WINDOW_DAYS", 30)


class ReportWindow:
    def __init__(self, days=DEFAULT_WINDOW_DAYS):
        self.end = date.today()
        self.start = self.end - timedelta(days=days)

    def as_params(self):
        return [self.start.isoformat(), self.end.isoformat()]


class UsageReportBuilder:
    base_sql = (
        "SELECT account_id, SUM(units) AS units FROM usage_events "
        "WHERE event_date BETWEEN %s AND %s"
    )

    def __init__(self, window):
        self.window = window
        self.extra = []

    def for_region(self, region):
        if region:
            self.extra.append("region = '{}'".format(region))
        return self

    def sql(self):
        clause = "".join(" AND " + e for e in self.extra)
        return self.base_sql + clause + " GROUP BY account_id ORDER BY units DESC"

    def run(self):
        with connection.cursor() as cursor:
            cursor.execute(self.sql(), self.window.as_params())
            return cursor.fetchall()


@require_GET
def health(request):
    return JsonResponse({"status": "ok"})


@require_GET
def usage_summary(request):
    window = ReportWindow()
    region = request.GET.get("region", "").strip()
    logger.info("usage summary requested for region=%s", region or "*")
    rows = UsageReportBuilder(window).for_region(region).run()
    return JsonResponse({"rows": [{"account": a, "units": u} for a, u in rows]})


@require_GET
def usage_csv(request):
    window = ReportWindow(days=7)
    rows = UsageReportBuilder(window).run()
    response = HttpResponse(content_type="text/csv")
    response["Content-Disposition"] = 'attachment; filename="usage.csv"'
    writer = csv.writer(response)
    writer.writerow(["account_id", "units"])
    for account_id, units in rows:
        writer.writerow([account_id, units])
    return response
