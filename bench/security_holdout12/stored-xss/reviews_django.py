from django.http import HttpResponse, HttpResponseRedirect
from django.utils.html import format_html, format_html_join
from django.views import View

from .models import Review


class ReviewRepository:
    def latest(self, product_id, limit=20):
        return Review.objects.filter(product_id=product_id).order_by("-created")[:limit]

    def add(self, product_id, author, text, stars):
        return Review.objects.create(product_id=product_id, author=author, text=text, stars=stars)


class ReviewsView(View):
    repo = ReviewRepository()

    def post(self, request, product_id):
        self.repo.add(product_id, request.POST.get("author", "anon"), request.POST.get("text", ""),
                      int(request.POST.get("stars", 5)))
        return HttpResponseRedirect(request.path)

    def get(self, request, product_id):
        rows = ((r.author, r.stars, r.text) for r in self.repo.latest(product_id))
        items = format_html_join("\n", "<li>{} ({}/5): {}</li>", rows)
        return HttpResponse(format_html("<ul class='reviews'>{}</ul>", items))
