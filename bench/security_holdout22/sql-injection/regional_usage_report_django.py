from django.db import connection
from rest_framework import permissions, status
from rest_framework.response import Response
from rest_framework.views import APIView


class RegionalUsageReportView(APIView):
    permission_classes = [permissions.IsAuthenticated]

    def post(self, request):
        region = request.data.get("region")
        month = request.data.get("month")

        if not isinstance(region, str) or not region.strip():
            return Response(
                {"detail": "region must be a non-empty string"},
                status=status.HTTP_400_BAD_REQUEST,
            )
        if not isinstance(month, str) or len(month) != 7 or month[4] != "-":
            return Response(
                {"detail": "month must look like YYYY-MM"},
                status=status.HTTP_400_BAD_REQUEST,
            )

        tenant_id = request.user.profile.tenant_id
        query = (
            "SELECT s.name, SUM(u.cpu_seconds), SUM(u.bytes_out) "
            "FROM usage_records u JOIN services s ON s.id = u.service_id "
            f"WHERE u.tenant_id = %s AND u.region = '{region.strip()}' "
            "AND to_char(u.recorded_at, 'YYYY-MM') = %s "
            "GROUP BY s.name ORDER BY 2 DESC"
        )
        with connection.cursor() as cursor:
            cursor.execute(query, [tenant_id, month])
            rows = cursor.fetchall()

        services = [
            {"service": name, "cpu_seconds": float(cpu or 0), "bytes_out": int(out or 0)}
            for name, cpu, out in rows
        ]
        return Response(
            {
                "tenant": tenant_id,
                "region": region,
                "month": month,
                "services": services,
            }
        )
