import csv

from django import forms
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse, HttpResponseBadRequest, JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_GET

from billing.models import Invoice
from billing.pdf import render_invoice_pdf


class DownloadOptions(forms.Form):
    filename = forms.RegexField(regex=r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}\Z", required=False)
    inline = forms.BooleanField(required=False)


@login_required
@require_GET
def invoice_list(request):
    invoices = Invoice.objects.filter(account=request.user.account).order_by("-issued_on")
    return JsonResponse({
        "invoices": [
            {"number": inv.number, "issued_on": inv.issued_on.isoformat(), "total": str(inv.total)}
            for inv in invoices[:100]
        ]
    })


@login_required
@require_GET
def invoice_pdf(request, number):
    invoice = get_object_or_404(Invoice, number=number, account=request.user.account)
    options = DownloadOptions(request.GET)
    if not options.is_valid():
        return HttpResponseBadRequest("invalid download options")
    name = options.cleaned_data["filename"] or f"invoice-{invoice.number}"
    disposition = "inline" if options.cleaned_data["inline"] else "attachment"
    response = HttpResponse(render_invoice_pdf(invoice), content_type="application/pdf")
    response["Content-Disposition"] = f'{disposition}; filename="{name}.pdf"'
    return response


@login_required
@require_GET
def invoice_year_csv(request, year: int):
    invoices = Invoice.objects.filter(account=request.user.account, issued_on__year=year)
    response = HttpResponse(content_type="text/csv")
    response["Content-Disposition"] = f'attachment; filename="invoices-{year}.csv"'
    writer = csv.writer(response)
    writer.writerow(["number", "issued_on", "total"])
    for inv in invoices:
        writer.writerow([inv.number, inv.issued_on.isoformat(), inv.total])
    return response
