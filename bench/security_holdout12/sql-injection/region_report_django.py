from django.db import connection
from django.http import JsonResponse


class ReportQuery:
    def __init__(self, region, year):
        self.region = region
        self.year = year

    def sql(self):
        return (
            "SELECT month, revenue FROM reports WHERE region = '%s' AND year = %s ORDER BY month"
            % (self.region, self.year)
        )


def region_report(request):
    region = request.GET.get("region", "north")
    year = request.GET.get("year") or "2024"
    query = ReportQuery(region.strip(), year)
    with connection.cursor() as cursor:
        cursor.execute(query.sql())
        data = cursor.fetchall()
    return JsonResponse({"rows": data})
