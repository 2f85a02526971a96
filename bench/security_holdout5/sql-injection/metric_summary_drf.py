from django.db import connection
from rest_framework import status
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

METRIC_TABLES = {
    "pageviews": "analytics_pageview_daily",
    "signups": "analytics_signup_daily",
    "orders": "analytics_order_daily",
}


class MetricSummaryView(APIView):
    permission_classes = [IsAuthenticated]

    def get(self, request, metric):
        table = METRIC_TABLES.get(metric)
        if table is None:
            return Response({"detail": "unknown metric"}, status=status.HTTP_404_NOT_FOUND)
        try:
            days = int(request.query_params.get("days", 30))
        except ValueError:
            return Response({"detail": "days must be an integer"}, status=400)
        return Response({"metric": metric, "series": self._series(table, max(1, min(days, 365)))})

    def _series(self, table, days):
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT day, value FROM %s WHERE day >= CURRENT_DATE - %%s ORDER BY day" % table,
                [days],
            )
            return [{"day": str(day), "value": value} for day, value in cursor.fetchall()]
