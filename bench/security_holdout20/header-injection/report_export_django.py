import csv

from django import forms
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse, HttpResponseBadRequest

from sales.models import Sale


class ExportForm(forms.Form):
    title = forms.CharField(max_length=100)
    year = forms.IntegerField(min_value=2000, max_value=2100)


@login_required
def export_sales(request):
    form = ExportForm(request.GET)
    if not form.is_valid():
        return HttpResponseBadRequest("invalid export parameters")
    title = form.cleaned_data["title"].replace('"', "'")
    response = HttpResponse(content_type="text/csv")
    response["Content-Disposition"] = f'attachment; filename="{title}.csv"'
    writer = csv.writer(response)
    writer.writerow(["date", "region", "amount"])
    rows = Sale.objects.filter(owner=request.user, date__year=form.cleaned_data["year"]).order_by("date")
    for sale in rows:
        writer.writerow([sale.date.isoformat(), sale.region, sale.amount])
    return response
