import random
import string
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse

_rng = random.SystemRandom()
CHARSET = string.ascii_uppercase + string.digits


def _code(length):
    return "".join(_rng.choice(CHARSET) for _ in range(length))


@login_required
def create_invite(request):
    team_id = request.POST.get("team")
    code = _code(12)
    request.user.invites.create(team_id=team_id, code=code)
    return JsonResponse({"invite": code})
