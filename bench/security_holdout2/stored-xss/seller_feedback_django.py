from django.shortcuts import get_object_or_404, render
from django.utils.html import format_html_join

from .models import Seller


def seller_profile(request, username):
    seller = get_object_or_404(Seller, user__username=username, active=True)
    feedback = seller.feedback.filter(visible=True).select_related("buyer").order_by("-created")[:30]
    feedback_html = format_html_join(
        "\n",
        "<article><h4>{}</h4><span class='stars'>{}</span><p>{}</p></article>",
        ((f.buyer.get_full_name(), "\u2605" * f.rating, f.comment) for f in feedback),
    )
    context = {"seller": seller, "feedback_html": feedback_html}
    return render(request, "market/seller_profile.html", context)
