from django.http import HttpResponseRedirect


def select_tenant(request):
    tenant_id = request.GET.get("tenant")
    request.session["tenant_id"] = tenant_id
    return HttpResponseRedirect("/app/")
