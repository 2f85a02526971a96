from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from lxml import etree

USERS_XML = "/etc/app/users.xml"


class XmlUserStore:
    def __init__(self, path):
        self.root = etree.parse(path).getroot()

    def check(self, username, password):
        query = "//user[name/text()='" + username + "' and password/text()='" + password + "']"
        return len(self.root.xpath(query)) > 0


@csrf_exempt
def xml_login(request):
    store = XmlUserStore(USERS_XML)
    ok = store.check(request.POST.get("username", ""), request.POST.get("password", ""))
    return JsonResponse({"authenticated": ok}, status=200 if ok else 401)
