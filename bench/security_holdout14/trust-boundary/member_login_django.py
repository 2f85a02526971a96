from django.contrib.auth import authenticate, login
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_protect
from django.views.decorators.http import require_POST


@csrf_protect
@require_POST
def member_login(request):
    username = request.POST.get("username", "")
    password = request.POST.get("password", "")
    user = authenticate(request, username=username, password=password)
    if user is None:
        return JsonResponse({"error": "invalid credentials"}, status=401)
    login(request, user)
    profile = user.profile
    request.session["plan_tier"] = profile.plan_tier
    return JsonResponse({"user": user.get_username(), "tier": profile.plan_tier})
