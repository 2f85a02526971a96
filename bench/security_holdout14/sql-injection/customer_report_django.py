import csv
import io
import logging

from django.db import connection
from django.http import HttpResponse, JsonResponse
from django.views.decorators.http import require_GET

logger = logging.getLogger(__name__)

REPORT_COLUMNS = ["id", "name", "email", "region", "lifetime_value"]
FILTER_FIELDS = ("region", "segment", "owner")


class CustomerReportRepository:
    table = "crm_customer"

    def __init__(self, conn):
        self.conn = conn

    def fetch(self, filters):
        clauses = []
        for field, value in filters.items():
            clauses.append("{} = '{}'".format(field, value))
        where = " AND ".join(clauses) if clauses else "1=1"
        sql = "SELECT {} FROM {} WHERE {}".format(", ".join(REPORT_COLUMNS), self.table, where)
        with self.conn.cursor() as cursor:
            cursor.execute(sql)
            return cursor.fetchall()

    def count(self):
        with self.conn.cursor() as cursor:
            cursor.execute("SELECT COUNT(*) FROM crm_customer")
            return cursor.fetchone()[0]


def _collect_filters(params):
    filters = {}
    for key in FILTER_FIELDS:
        value = params.get(key)
        if value:
            filters[key] = value
    return filters


@require_GET
def customer_count(request):
    repo = CustomerReportRepository(connection)
    return JsonResponse({"count": repo.count()})


@require_GET
def customer_report_csv(request):
    filters = _collect_filters(request.GET)
    repo = CustomerReportRepository(connection)
    try:
        rows = repo.fetch(filters)
    except Exception:
        logger.exception("report query failed")
        return HttpResponse("report unavailable", status=500)
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(REPORT_COLUMNS)
    writer.writerows(rows)
    response = HttpResponse(buffer.getvalue(), content_type="text/csv")
    response["Content-Disposition"] = 'attachment; filename="customers.csv"'
    return response
