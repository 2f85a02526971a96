from django.db import connection
from django.http import JsonResponse
from django.urls import path


class RegionFilter:
    default = "EMEA"

    @classmethod
    def normalise(cls, value):
        return (value or cls.default).strip().upper()


def sales_report(request):
    # region comes from the dashboard's saved preference
    region = RegionFilter.normalise(request.COOKIES.get("region"))
    query = "SELECT month, SUM(amount) FROM sales WHERE region = '%s' GROUP BY month" % region
    with connection.cursor() as cursor:
        cursor.execute(query)
        data = cursor.fetchall()
    return JsonResponse({"region": region, "rows": data})


urlpatterns = [path("reports/sales/", sales_report)]
