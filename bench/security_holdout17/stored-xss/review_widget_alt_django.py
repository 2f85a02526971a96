from django.db.models import Avg
from django.utils.html import format_html_join
from django.views.generic import DetailView

from store.models import Product


class ProductReviewsView(DetailView):
    model = Product
    template_name = "store/product_reviews.html"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        published = self.object.reviews.filter(published=True)
        context["average"] = published.aggregate(avg=Avg("rating"))["avg"]
        latest = published.order_by("-created")[:10]
        context["review_html"] = format_html_join(
            "\n",
            '<blockquote class="review" data-stars="{}"><p>{}</p><cite>{}</cite></blockquote>',
            ((r.rating, r.text, r.author_name) for r in latest),
        )
        return context
