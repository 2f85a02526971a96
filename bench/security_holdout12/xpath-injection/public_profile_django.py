from django.http import JsonResponse
from lxml import etree

USERS_DOC = etree.parse("/etc/app/users.xml")
FIELDS = ("username", "fullname", "email")


def profile_fields(node):
    return {f: node.findtext(f) for f in FIELDS}


def public_profile(request):
    params = [request.GET.get("username", ""), "true"]
    expression = "//user[username/text()='{0}' and @public='{1}']".format(*params)
    matches = USERS_DOC.xpath(expression)
    if not matches:
        return JsonResponse({"error": "no such profile"}, status=404)
    return JsonResponse({"profiles": [profile_fields(m) for m in matches]})
