from django.http import HttpResponse
from django.utils.html import escape


class NotFoundPage:
    template = "<html><body><h1>Not found</h1><p>No product matches <code>{}</code>.</p></body></html>"

    def __init__(self, query):
        self.query = escape(query)

    def render(self):
        return self.template.format(self.query)


def product_lookup(request):
    sku = request.GET.get("sku", "")
    page = NotFoundPage(sku)
    return HttpResponse(page.render(), status=404)
