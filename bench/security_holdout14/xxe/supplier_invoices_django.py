from decimal import Decimal, InvalidOperation

from django import forms
from django.contrib.auth.decorators import permission_required
from django.db import transaction
from django.http import JsonResponse
from django.views.decorators.http import require_POST
from lxml import etree

NS = {"inv": "urn:example:invoice:1"}


class InvoiceUploadForm(forms.Form):
    supplier_code = forms.SlugField(max_length=20)
    document = forms.FileField()

    def clean_document(self):
        upload = self.cleaned_data["document"]
        if upload.size > 5 * 1024 * 1024:
            raise forms.ValidationError("file too large")
        if not upload.name.lower().endswith(".xml"):
            raise forms.ValidationError("XML files only")
        return upload


def parse_invoice(fileobj):
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, huge_tree=True)
    tree = etree.parse(fileobj, parser)
    root = tree.getroot()
    lines = []
    for line in root.iterfind("inv:line", NS):
        try:
            amount = Decimal(line.findtext("inv:amount", namespaces=NS) or "0")
        except InvalidOperation:
            raise ValueError("bad amount")
        lines.append({"description": line.findtext("inv:description", namespaces=NS), "amount": amount})
    return {
        "number": root.findtext("inv:number", namespaces=NS),
        "currency": root.findtext("inv:currency", namespaces=NS) or "EUR",
        "lines": lines,
    }


def record_invoice(supplier_code, invoice, total):
    from payables.models import Invoice, InvoiceLine

    record = Invoice.objects.create(supplier_code=supplier_code, number=invoice["number"], currency=invoice["currency"], total=total)
    InvoiceLine.objects.bulk_create([InvoiceLine(invoice=record, description=l["description"], amount=l["amount"]) for l in invoice["lines"]])


@require_POST
@permission_required("payables.add_invoice")
def upload_invoice(request):
    form = InvoiceUploadForm(request.POST, request.FILES)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)
    try:
        invoice = parse_invoice(form.cleaned_data["document"])
    except (etree.XMLSyntaxError, ValueError) as exc:
        return JsonResponse({"errors": {"document": [str(exc)]}}, status=400)
    total = sum((l["amount"] for l in invoice["lines"]), Decimal("0"))
    with transaction.atomic():
        record_invoice(form.cleaned_data["supplier_code"], invoice, total)
    return JsonResponse({
        "number": invoice["number"],
        "currency": invoice["currency"],
        "total": str(total),
        "lines": [{"description": l["description"], "amount": str(l["amount"])} for l in invoice["lines"]],
    })
