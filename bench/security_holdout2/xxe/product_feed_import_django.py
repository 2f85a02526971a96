from django import forms
from django.contrib.auth.mixins import LoginRequiredMixin
from django.urls import reverse_lazy
from django.views.generic import FormView
from lxml import etree

from catalog.services import upsert_products


class FeedUploadForm(forms.Form):
    feed = forms.FileField()


class ProductFeedImportView(LoginRequiredMixin, FormView):
    form_class = FeedUploadForm
    template_name = "catalog/feed_import.html"
    success_url = reverse_lazy("catalog:products")

    def form_valid(self, form):
        parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, huge_tree=False)
        try:
            root = etree.parse(form.cleaned_data["feed"], parser).getroot()
        except etree.XMLSyntaxError:
            form.add_error("feed", "Not a valid XML document.")
            return self.form_invalid(form)
        upsert_products(
            self.request.user.shop,
            ({"sku": p.get("sku"), "title": p.findtext("title")} for p in root.iter("product")),
        )
        return super().form_valid(form)
