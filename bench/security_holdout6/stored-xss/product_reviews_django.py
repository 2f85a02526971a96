from django.apps import apps
from django.core.paginator import Paginator
from django.http import HttpResponse
from django.utils.html import format_html, format_html_join
from django.views.generic import View

REVIEWS_PER_PAGE = 20


class ReviewPresenter:
    star = "\u2605"

    def stars(self, rating: int) -> str:
        return self.star * max(0, min(rating, 5))

    def render_review(self, review) -> str:
        return format_html(
            '<li class="review"><span class="rating">{}</span> '
            "<strong>{}</strong><p>{}</p></li>",
            self.stars(review.rating),
            review.author_name,
            review.text,
        )

    def render_list(self, reviews) -> str:
        items = format_html_join("\n", "{}", ((self.render_review(r),) for r in reviews))
        return format_html('<ul class="reviews">{}</ul>', items)


class ProductReviewsView(View):
    presenter_class = ReviewPresenter

    def get_queryset(self, product_id):
        Review = apps.get_model("catalog", "Review")
        return Review.objects.filter(product_id=product_id, approved=True).order_by("-created")

    def get(self, request, product_id):
        paginator = Paginator(self.get_queryset(product_id), REVIEWS_PER_PAGE)
        page = paginator.get_page(request.GET.get("page"))
        presenter = self.presenter_class()
        body = presenter.render_list(page.object_list)
        html = format_html(
            "<section><h2>Customer reviews ({})</h2>{}</section>",
            paginator.count,
            body,
        )
        return HttpResponse(html)
