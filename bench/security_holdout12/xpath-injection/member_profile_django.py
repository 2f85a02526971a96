from django.http import JsonResponse
from lxml import etree

USERS_DOC = etree.parse("/etc/app/users.xml")
FIELDS = ("username", "fullname", "email")


def find_public(username):
    return USERS_DOC.xpath("//user[username/text() = $u and @public = 'true']", u=username)


def member_profile(request):
    username = request.GET.get("username", "").strip()
    if not username:
        return JsonResponse({"error": "username required"}, status=400)
    matches = find_public(username)
    if not matches:
        return JsonResponse({"error": "no such profile"}, status=404)
    return JsonResponse({f: matches[0].findtext(f) for f in FIELDS})
