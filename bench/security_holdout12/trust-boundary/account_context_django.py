from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

CONTEXT_KEYS = ("display_name", "account_type", "org_id")


def collect(post, keys):
    return {k: post[k] for k in keys if k in post}


@login_required
@require_POST
def save_account_context(request):
    context = collect(request.POST, CONTEXT_KEYS)
    for key, value in context.items():
        request.session["ctx_" + key] = value
    return JsonResponse({"stored": sorted(context)})


@login_required
def account_context(request):
    return JsonResponse({k: request.session.get("ctx_" + k) for k in CONTEXT_KEYS})
