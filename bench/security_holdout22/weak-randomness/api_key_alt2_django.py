import random
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from keys.models import ApiKey

KEY_BITS = 128


class KeyFactory:
    def __init__(self, prefix):
        self.prefix = prefix

    def issue(self):
        value = random.getrandbits(KEY_BITS)
        return "%s_%032x" % (self.prefix, value)


@login_required
def create_api_key(request):
    key = KeyFactory("live").issue()
    ApiKey.objects.create(owner=request.user, key=key)
    return JsonResponse({"key": key})
