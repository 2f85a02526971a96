from django.db.models import Avg, Count
from django.shortcuts import get_object_or_404
from django.utils.html import escape
from django.utils.safestring import mark_safe
from django.views.generic import DetailView

from catalog.models import Product, Review

STARS = "★★★★★"


class ProductReviewsView(DetailView):
    model = Product
    template_name = "catalog/product_reviews.html"
    context_object_name = "product"
    slug_url_kwarg = "slug"

    def get_object(self, queryset=None):
        return get_object_or_404(Product, slug=self.kwargs["slug"], is_published=True)

    def render_review(self, review):
        stars = STARS[: review.rating]
        return (
            f"<li class='review'><span class='stars'>{stars}</span>"
            f"<h4>{escape(review.title)}</h4>"
            f"<div class='body'>{review.body}</div>"
            f"<footer>{escape(review.author.get_short_name())} · {review.created_at:%d %b %Y}</footer></li>"
        )

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        reviews = (
            Review.objects.filter(product=self.object, approved=True)
            .select_related("author")
            .order_by("-created_at")[:50]
        )
        summary = reviews.aggregate(avg=Avg("rating"), total=Count("id"))

        context["reviews_html"] = mark_safe("".join(self.render_review(r) for r in reviews))
        context["average_rating"] = round(summary["avg"] or 0, 1)
        context["review_count"] = summary["total"]
        return context
