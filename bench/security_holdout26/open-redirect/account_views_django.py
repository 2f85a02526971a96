from django.contrib import messages
from django.contrib.auth import logout
from django.contrib.auth.decorators import login_required
from django.http import HttpResponseRedirect, JsonResponse
from django.shortcuts import get_object_or_404, render
from django.views.decorators.http import require_GET, require_POST

from accounts.models import Profile


@login_required
@require_GET
def profile_page(request):
    profile = get_object_or_404(Profile, user=request.user)
    return render(request, "accounts/profile.html", {"profile": profile})


@login_required
@require_POST
def update_bio(request):
    profile = get_object_or_404(Profile, user=request.user)
    profile.bio = request.POST.get("bio", "")[:500]
    profile.save(update_fields=["bio"])
    messages.success(request, "Profile updated")
    return HttpResponseRedirect("/account/profile/")


@login_required
@require_GET
def profile_json(request):
    profile = get_object_or_404(Profile, user=request.user)
    return JsonResponse({"username": request.user.username, "bio": profile.bio})


@require_POST
def sign_out(request):
    destination = request.POST.get("return_to") or request.GET.get("return_to", "")
    logout(request)
    if not destination:
        destination = "/"
    messages.info(request, "You have been signed out")
    return HttpResponseRedirect(destination)
