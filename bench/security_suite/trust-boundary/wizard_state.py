from django.shortcuts import redirect


def save_step(request, step):
    data = {key: request.POST[key] for key in request.POST if key != "csrfmiddlewaretoken"}
    wizard = request.session.get("signup_wizard", {})
    wizard[f"step_{step}"] = data
    request.session["signup_wizard"] = wizard
    return redirect("signup-step", step=step + 1)
