from django.contrib.auth import authenticate
from django.http import JsonResponse
from django.views.decorators.http import require_GET, require_POST

from .models import Organization

SESSION_USER_KEY = "portal_user_id"
SESSION_ORG_KEY = "portal_org_id"


@require_POST
def portal_login(request):
    username = request.POST.get("username", "")
    password = request.POST.get("password", "")
    user = authenticate(request, username=username, password=password)
    if user is None or not user.is_active:
        return JsonResponse({"error": "invalid credentials"}, status=401)
    request.session.cycle_key()
    request.session[SESSION_USER_KEY] = user.pk
    return JsonResponse({"user": user.get_username()})


@require_POST
def choose_organization(request):
    user_id = request.session.get(SESSION_USER_KEY)
    if user_id is None:
        return JsonResponse({"error": "login required"}, status=401)
    try:
        org_id = int(request.POST.get("org_id", ""))
    except ValueError:
        return JsonResponse({"error": "bad org"}, status=400)
    org = Organization.objects.filter(pk=org_id, members__pk=user_id).first()
    if org is None:
        return JsonResponse({"error": "not a member"}, status=403)
    request.session[SESSION_ORG_KEY] = org.pk
    return JsonResponse({"org": org.name})


@require_GET
def portal_home(request):
    user_id = request.session.get(SESSION_USER_KEY)
    if user_id is None:
        return JsonResponse({"error": "login required"}, status=401)
    org_id = request.session.get(SESSION_ORG_KEY)
    org = Organization.objects.filter(pk=org_id).values("name").first() if org_id else None
    return JsonResponse({"user_id": user_id, "organization": org["name"] if org else None})


@require_POST
def portal_logout(request):
    request.session.flush()
    return JsonResponse({"ok": True})
