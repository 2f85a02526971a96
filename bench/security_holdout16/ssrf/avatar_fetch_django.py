import requests
from django.http import HttpRequest, JsonResponse
from django.views.decorators.http import require_POST

PROVIDERS = {
    "gravatar": "https://www.gravatar.com/avatar/{ident}?s=256&d=404",
    "github": "https://avatars.githubusercontent.com/{ident}?s=256",
}


@require_POST
def import_avatar(request: HttpRequest) -> JsonResponse:
    provider = request.POST.get("provider", "")
    ident = request.POST.get("ident", "")
    if (template := PROVIDERS.get(provider)) is None or not ident.isalnum():
        return JsonResponse({"error": "unsupported provider or identifier"}, status=400)
    url = template.format(ident=ident)
    r = requests.get(url, timeout=10, allow_redirects=False)
    if r.status_code != 200:
        return JsonResponse({"error": "avatar not found"}, status=404)
    request.user.profile.avatar_bytes = r.content
    request.user.profile.save(update_fields=["avatar_bytes"])
    return JsonResponse({"size": len(r.content)})
