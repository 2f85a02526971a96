package com.example.login;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

public class LoginServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String next = request.getParameter("next");
        // ruleid: java-open-redirect
        response.sendRedirect(next);
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String next = request.getParameter("next");
        if (!isSafeRedirect(next)) {
            next = "/";
        }
        // ok: java-open-redirect
        response.sendRedirect(next);
    }

    static boolean isSafeRedirect(String target) {
        URI uri = URI.create(target);
        return uri.getHost() == null && uri.getScheme() == null && target.startsWith("/") && !target.startsWith("//");
    }
}

@Controller
class LogoutController {
    @GetMapping("/logout")
    public String logout(@RequestParam("returnTo") String returnTo) {
        // ruleid: java-open-redirect
        return "redirect:" + returnTo;
    }

    @GetMapping("/search")
    public String search(@RequestParam String q) {
        // ok: java-open-redirect
        return "redirect:/results?q=" + URLEncoder.encode(q, StandardCharsets.UTF_8);
    }

    @GetMapping("/home")
    public String home() {
        // ok: java-open-redirect
        return "redirect:/dashboard";
    }
}
