import csv
from urllib.parse import quote

from django import forms
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse, HttpResponseBadRequest

from sales.models import LedgerEntry


class LedgerExportForm(forms.Form):
    title = forms.CharField(max_length=100)
    year = forms.IntegerField(min_value=2000, max_value=2100)


@login_required
def export_ledger(request):
    form = LedgerExportForm(request.GET)
    if not form.is_valid():
        return HttpResponseBadRequest("invalid export parameters")
    filename = quote(f"{form.cleaned_data['title']}.csv")
    response = HttpResponse(content_type="text/csv")
    response["Content-Disposition"] = f"attachment; filename*=UTF-8''{filename}"
    writer = csv.writer(response)
    writer.writerow(["date", "account", "debit", "credit"])
    rows = LedgerEntry.objects.filter(owner=request.user, date__year=form.cleaned_data["year"]).order_by("date")
    for entry in rows:
        writer.writerow([entry.date.isoformat(), entry.account, entry.debit, entry.credit])
    return response
