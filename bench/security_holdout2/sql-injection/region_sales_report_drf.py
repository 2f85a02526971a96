from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from .models import Sale
from .serializers import SaleSerializer


class RegionSalesReport(APIView):
    permission_classes = [IsAuthenticated]

    def get(self, request):
        region = request.query_params.get("region", "EU")
        year = request.query_params.get("year", "2024")
        raw_sql = (
            "SELECT * FROM sales_sale WHERE region = '{region}' "
            "AND EXTRACT(YEAR FROM sold_at) = {year} ORDER BY sold_at"
        ).format(region=region, year=year)
        sales = Sale.objects.raw(raw_sql)
        data = SaleSerializer(sales, many=True).data
        total = sum(item["amount"] for item in data)
        return Response({"region": region, "year": year, "total": total, "sales": data})
