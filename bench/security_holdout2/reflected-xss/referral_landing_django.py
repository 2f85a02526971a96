from django.shortcuts import render
from django.utils.html import format_html

from .models import Campaign


def landing(request, campaign_slug):
    campaign = Campaign.objects.filter(slug=campaign_slug, active=True).first()
    ref = request.GET.get("ref", "")
    name = request.GET.get("name", "there")
    banner = format_html(
        '<div class="banner">Hi {}, welcome! You were invited by <b>{}</b>.</div>',
        name,
        ref or "a friend",
    )
    context = {"banner": banner, "campaign": campaign}
    return render(request, "marketing/landing.html", context)
