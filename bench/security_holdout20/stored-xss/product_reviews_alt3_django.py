from django import forms
from django.contrib.auth.decorators import login_required
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.html import format_html
from django.utils.safestring import mark_safe
from django.views.decorators.http import require_POST

from shop.models import Product, Review


class ReviewForm(forms.ModelForm):
    class Meta:
        model = Review
        fields = ["title", "rating", "body"]


@login_required
@require_POST
def submit_review(request, slug):
    product = get_object_or_404(Product, slug=slug)
    form = ReviewForm(request.POST)
    if form.is_valid():
        form.instance.product = product
        form.instance.author = request.user
        form.save()
    return redirect("product-reviews", slug=slug)


def product_reviews(request, slug):
    product = get_object_or_404(Product, slug=slug)
    reviews = product.reviews.select_related("author").order_by("-created")[:30]
    blocks = []
    for review in reviews:
        stars = "\u2605" * review.rating + "\u2606" * (5 - review.rating)
        blocks.append(format_html(f'<article class="review"><h4>{review.title}</h4><span>{stars}</span><p>{review.body}</p><footer>{{}}</footer></article>', review.author.get_full_name()))
    return render(request, "shop/reviews.html", {
        "product": product,
        "reviews_html": mark_safe("\n".join(blocks)),
    })
