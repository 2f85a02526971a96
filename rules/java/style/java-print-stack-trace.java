package com.example.io;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

public class Loader {
    private static final Logger log = LoggerFactory.getLogger(Loader.class);

    public void load(Runnable r) {
        try {
            r.run();
        } catch (RuntimeException e) {
            // ruleid: java-print-stack-trace
            e.printStackTrace();
        }
    }

    public void loadLogged(Runnable r) {
        try {
            r.run();
        } catch (RuntimeException e) {
            // ok: java-print-stack-trace
            log.error("loading failed", e);
        }
    }

    public String render(IOException e) {
        StringWriter sw = new StringWriter();
        // ok: java-print-stack-trace
        e.printStackTrace(new PrintWriter(sw));
        return sw.toString();
    }
}
