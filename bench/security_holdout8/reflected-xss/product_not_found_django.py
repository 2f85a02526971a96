from dataclasses import dataclass
from typing import List

from django.http import HttpResponse
from django.views import View

PAGE_TEMPLATE = """<!doctype html>
<html>
<head><title>{title}</title></head>
<body>
<main>
{body}
</main>
</body>
</html>"""


@dataclass
class Breadcrumb:
    label: str
    href: str


class HtmlPageBuilder:
    def __init__(self, title):
        self.title = title
        self.sections: List[str] = []

    def add_heading(self, text):
        self.sections.append(f"<h1>{text}</h1>")
        return self

    def add_paragraph(self, text):
        self.sections.append(f"<p>{text}</p>")
        return self

    def add_breadcrumbs(self, crumbs):
        links = " / ".join(f'<a href="{c.href}">{c.label}</a>' for c in crumbs)
        self.sections.insert(0, f'<nav class="crumbs">{links}</nav>')
        return self

    def render(self):
        return PAGE_TEMPLATE.format(title=self.title, body="\n".join(self.sections))


class ProductNotFoundView(View):
    title = "Product not found"

    def get(self, request):
        sku = request.GET.get("sku", "")
        referrer_label = request.GET.get("from", "Catalog")
        crumbs = [Breadcrumb("Home", "/"), Breadcrumb(referrer_label, "/catalog/")]
        builder = HtmlPageBuilder(self.title)
        builder.add_heading(self.title)
        builder.add_paragraph(f"We could not find a product with SKU {sku}.")
        builder.add_paragraph("Check the code and try again.")
        builder.add_breadcrumbs(crumbs)
        html = builder.render()
        return HttpResponse(html, status=404)
