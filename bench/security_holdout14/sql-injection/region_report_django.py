from django import forms
from django.db import connection
from django.http import JsonResponse


class RegionReportForm(forms.Form):
    region = forms.CharField(max_length=64)
    year = forms.IntegerField(min_value=2000, max_value=2100)

    def clean_region(self):
        return self.cleaned_data["region"].strip().upper()


def region_report(request):
    form = RegionReportForm(request.GET)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)
    region = form.cleaned_data["region"]
    year = form.cleaned_data["year"]
    query = "SELECT store, SUM(amount) FROM sales WHERE region = '%s' AND year = %d GROUP BY store" % (region, year)
    with connection.cursor() as cursor:
        cursor.execute(query)
        rows = cursor.fetchall()
    return JsonResponse({"rows": [list(r) for r in rows]})
