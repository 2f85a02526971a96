from django.http import HttpResponse, HttpResponseRedirect
from django.utils.html import escape, linebreaks
from django.utils.safestring import mark_safe

from .models import Review


def render_review(review):
    stars = "&#9733;" * max(0, min(int(review.rating), 5))
    return "<li><span class='stars'>{}</span> {}</li>".format(stars, linebreaks(escape(review.text)))


def add_review(request, product_id):
    if request.method == "POST":
        Review.objects.create(product_id=product_id, rating=int(request.POST.get("rating", 5)),
                              text=request.POST.get("text", ""))
    return HttpResponseRedirect("/products/%d/reviews/" % product_id)


def reviews(request, product_id):
    items = [render_review(r) for r in Review.objects.filter(product_id=product_id)]
    html = mark_safe("<ul class='reviews'>" + "".join(items) + "</ul>")
    return HttpResponse(html)
