from django.shortcuts import render
from django.utils.html import format_html


def promo(request):
    campaign = request.GET.get("campaign", "")
    banner = format_html("<strong>Campaign: {}</strong>", campaign)
    return render(request, "promo.html", {"banner": banner})
