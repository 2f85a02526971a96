from dataclasses import dataclass
from datetime import date

from django.apps import apps
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView


@dataclass
class ReportFilter:
    region: str
    since: date
    order_by: str = "lifetime_value"


class CustomerReportService:
    base_query = (
        "SELECT id, name, region, signup_date, lifetime_value "
        "FROM crm_customer WHERE signup_date >= '{since}' AND region = '{region}' "
        "ORDER BY {order_by} DESC"
    )

    def __init__(self):
        self.model = apps.get_model("crm", "Customer")

    def build_query(self, flt: ReportFilter) -> str:
        return self.base_query.format(
            since=flt.since.isoformat(),
            region=flt.region,
            order_by=flt.order_by,
        )

    def fetch(self, flt: ReportFilter):
        sql = self.build_query(flt)
        return list(self.model.objects.raw(sql))


class ReportFilterSerializer(serializers.Serializer):
    region = serializers.CharField(max_length=100)
    since = serializers.DateField()
    order_by = serializers.CharField(required=False, default="lifetime_value")


class CustomerRowSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    region = serializers.CharField()
    signup_date = serializers.DateField()
    lifetime_value = serializers.DecimalField(max_digits=12, decimal_places=2)


class CustomerReportView(APIView):
    service_class = CustomerReportService

    def get(self, request):
        params = ReportFilterSerializer(data=request.query_params)
        if not params.is_valid():
            return Response(params.errors, status=status.HTTP_400_BAD_REQUEST)
        flt = ReportFilter(**params.validated_data)
        customers = self.service_class().fetch(flt)
        return Response(CustomerRowSerializer(customers, many=True).data)
