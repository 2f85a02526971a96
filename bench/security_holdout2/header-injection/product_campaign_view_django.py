from django.views.generic import DetailView

from catalog.models import Product


class ProductDetailView(DetailView):
    model = Product
    template_name = "catalog/product_detail.html"
    context_object_name = "product"

    def get_queryset(self):
        return Product.objects.filter(active=True).select_related("brand")

    def render_to_response(self, context, **kwargs):
        response = super().render_to_response(context, **kwargs)
        campaign = self.request.GET.get("utm_campaign")
        if campaign:
            response["X-Campaign"] = "campaign={}; product={}".format(campaign, self.object.pk)
        return response
