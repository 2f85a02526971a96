from decimal import Decimal, InvalidOperation

from defusedxml import ElementTree as DET
from defusedxml.common import DefusedXmlException
from django import forms
from django.db import transaction
from django.http import JsonResponse
from django.urls import path
from django.views.generic import FormView, ListView

from catalog.models import PartnerProduct


class CatalogUploadForm(forms.Form):
    partner_code = forms.SlugField(max_length=32)
    document = forms.FileField()


class CatalogImporter:
    def __init__(self, partner_code: str):
        self.partner_code = partner_code

    def parse(self, fileobj):
        tree = DET.parse(fileobj, forbid_dtd=True)
        for node in tree.getroot().iterfind("product"):
            try:
                price = Decimal(node.findtext("price", "0"))
            except InvalidOperation:
                continue
            yield node.get("sku"), node.findtext("name", ""), price

    @transaction.atomic
    def run(self, fileobj) -> int:
        count = 0
        for sku, name, price in self.parse(fileobj):
            PartnerProduct.objects.update_or_create(
                partner_code=self.partner_code, sku=sku,
                defaults={"name": name, "price": price},
            )
            count += 1
        return count


class CatalogUploadView(FormView):
    template_name = "catalog/upload.html"
    form_class = CatalogUploadForm

    def form_valid(self, form):
        importer = CatalogImporter(form.cleaned_data["partner_code"])
        try:
            count = importer.run(form.cleaned_data["document"])
        except (DefusedXmlException, DET.ParseError) as exc:
            return JsonResponse({"error": str(exc)}, status=422)
        return JsonResponse({"imported": count})


class PartnerProductList(ListView):
    model = PartnerProduct
    paginate_by = 50
    template_name = "catalog/products.html"


urlpatterns = [
    path("partners/catalog/upload/", CatalogUploadView.as_view()),
    path("partners/catalog/", PartnerProductList.as_view()),
]
