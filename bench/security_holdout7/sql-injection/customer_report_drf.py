from dataclasses import dataclass
from datetime import date

from django.db import connection
from rest_framework import status
from rest_framework.response import Response
from rest_framework.views import APIView

REPORT_TABLE = "billing_customer"
DEFAULT_LIMIT = 50


@dataclass
class ReportFilter:
    region: str
    since: date
    limit: int = DEFAULT_LIMIT


class CustomerReportService:
    columns = ("id", "name", "region", "lifetime_value")

    def __init__(self, table=REPORT_TABLE):
        self.table = table

    def _build_sql(self, flt: ReportFilter) -> str:
        cols = ", ".join(self.columns)
        return (
            "SELECT {cols} FROM {table} "
            "WHERE region = '{region}' AND created_at >= '{since}' "
            "ORDER BY lifetime_value DESC LIMIT {limit}"
        ).format(
            cols=cols,
            table=self.table,
            region=flt.region,
            since=flt.since.isoformat(),
            limit=flt.limit,
        )

    def fetch(self, flt: ReportFilter):
        sql = self._build_sql(flt)
        with connection.cursor() as cursor:
            cursor.execute(sql)
            rows = cursor.fetchall()
        return [dict(zip(self.columns, row)) for row in rows]


class CustomerReportView(APIView):
    service_class = CustomerReportService

    def get(self, request):
        region = request.query_params.get("region", "emea")
        since_raw = request.query_params.get("since", "2020-01-01")
        try:
            since = date.fromisoformat(since_raw)
        except ValueError:
            return Response({"detail": "bad date"}, status=status.HTTP_400_BAD_REQUEST)
        try:
            limit = min(int(request.query_params.get("limit", DEFAULT_LIMIT)), 500)
        except ValueError:
            limit = DEFAULT_LIMIT
        flt = ReportFilter(region=region.strip(), since=since, limit=limit)
        data = self.service_class().fetch(flt)
        return Response({"count": len(data), "results": data})
