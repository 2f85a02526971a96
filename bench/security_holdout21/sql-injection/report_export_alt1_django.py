import csv
import logging

from django.contrib.auth.decorators import login_required
from django.db import connection
from django.http import HttpResponse, HttpResponseBadRequest
from django.utils.decorators import method_decorator
from django.views import View

logger = logging.getLogger(__name__)

SORT_DIRECTIONS = {"asc", "desc"}
REGIONS = {"emea", "apac", "amer"}
EXPORT_HEADER = ["id", "region", "status", "amount", "created_at"]


def fetch_sales(sort_by, direction, region=None):
    sql = "SELECT id, region, status, amount, created_at FROM reports_sale"
    params = []
    if region:
        sql += " WHERE region = %s"
        params.append(region)
    sql += " ORDER BY %s %s" % (sort_by, direction)
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return cursor.fetchall()


def write_csv(rows, filename):
    response = HttpResponse(content_type="text/csv")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    writer = csv.writer(response)
    writer.writerow(EXPORT_HEADER)
    writer.writerows(rows)
    return response


@method_decorator(login_required, name="dispatch")
class SalesExportView(View):
    def get(self, request):
        sort_by = request.GET.get("sort", "created_at")
        direction = request.GET.get("dir", "desc").lower()
        region = request.GET.get("region") or None

        if direction not in SORT_DIRECTIONS:
            return HttpResponseBadRequest("dir must be asc or desc")
        if region is not None and region not in REGIONS:
            return HttpResponseBadRequest("unknown region")

        try:
            rows = fetch_sales(sort_by, direction, region)
        except Exception:
            logger.exception("sales export failed for user %s", request.user.pk)
            return HttpResponse("export failed", status=500)

        logger.info("user %s exported %d sales rows", request.user.pk, len(rows))
        return write_csv(rows, f"sales-{region or 'all'}.csv")
