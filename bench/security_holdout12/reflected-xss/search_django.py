from django.http import HttpResponse
from django.utils.html import format_html, format_html_join
from django.views import View

ARTICLES = ["Getting started", "Billing FAQ", "Account security"]


class SearchView(View):
    def matches(self, term):
        return [a for a in ARTICLES if term.lower() in a.lower()]

    def get(self, request):
        term = request.GET.get("q", "")
        hits = self.matches(term)
        items = format_html_join("", "<li>{}</li>", ((h,) for h in hits))
        html = format_html("<h2>Results for {}</h2><ul>{}</ul>", term, items)
        return HttpResponse(html)
