from django.shortcuts import redirect, render


def continue_as(request):
    uid = request.GET.get("uid")
    if uid:
        request.session["member_id"] = uid
        request.session.set_expiry(60 * 60 * 12)
        return redirect("home")
    return render(request, "accounts/choose_account.html")
