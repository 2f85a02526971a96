from django.contrib.auth.mixins import LoginRequiredMixin
from django.db import connection
from django.http import JsonResponse
from django.views import View


class SupplierDirectoryView(LoginRequiredMixin, View):
    columns = ("id", "name", "country", "rating")

    def get(self, request):
        country = request.GET.get("country", "")
        min_rating = request.GET.get("min_rating", "0")
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT id, name, country, rating FROM purchasing_supplier "
                "WHERE country = %s AND rating >= %s ORDER BY name",
                [country, min_rating],
            )
            rows = cursor.fetchall()
        results = [dict(zip(self.columns, row)) for row in rows]
        return JsonResponse({"count": len(results), "results": results})
