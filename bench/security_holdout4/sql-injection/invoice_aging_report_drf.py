from django.db import connection
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView


class InvoiceAgingReportView(APIView):
    permission_classes = [IsAuthenticated]

    def get(self, request):
        region = request.query_params.get("region", "EMEA")
        sort_column = request.query_params.get("sort", "i.due_date")
        rows = self._fetch_overdue(region, sort_column)
        return Response({"count": len(rows), "results": rows})

    def _fetch_overdue(self, region, sort_column):
        sql = (
            "SELECT i.number, c.name, i.amount_due, i.due_date "
            "FROM billing_invoice i "
            "JOIN billing_customer c ON c.id = i.customer_id "
            "WHERE i.paid_at IS NULL AND c.region = %s "
            "ORDER BY {}".format(sort_column)
        )
        with connection.cursor() as cursor:
            cursor.execute(sql, [region])
            columns = [col[0] for col in cursor.description]
            return [dict(zip(columns, row)) for row in cursor.fetchall()]
