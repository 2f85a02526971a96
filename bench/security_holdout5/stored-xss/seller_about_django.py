from django.contrib.auth.decorators import login_required
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.safestring import mark_safe

from .models import SellerProfile


def seller_page(request, slug):
    profile = get_object_or_404(SellerProfile, slug=slug, is_active=True)
    context = {
        "profile": profile,
        "about_html": mark_safe(profile.about),
        "listings": profile.listings.filter(published=True)[:24],
    }
    return render(request, "market/seller.html", context)


@login_required
def edit_about(request):
    profile = get_object_or_404(SellerProfile, owner=request.user)
    if request.method == "POST":
        profile.about = request.POST.get("about", "")[:5000]
        profile.save(update_fields=["about"])
        return redirect("seller-page", slug=profile.slug)
    return render(request, "market/edit_about.html", {"profile": profile})
